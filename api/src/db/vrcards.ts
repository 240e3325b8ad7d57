/** VR showcase cards. */
import type { Db } from 'mongodb';
import type { VrCard } from '@manzil/contract';
import { collections, type VrCardDoc } from './collections';
import { withTranslations } from './translations';

export const listVrCards = (db: Db): Promise<VrCardDoc[]> =>
  collections(db).vrcards.find({}).sort({ order: 1, name: 1 }).toArray();

export const toVrCard = (v: VrCardDoc): VrCard => ({
  _id: v._id.toHexString(),
  name: v.name,
  image: v.image,
  links360: v.links360 ?? [],
  ...withTranslations(v.translations),
});
