/** Leads collected by the site's forms. */
import type { Db } from 'mongodb';
import type { Enquiry, EnquiryInput } from '@manzil/contract';
import { collections, type EnquiryDoc } from './collections';

export async function insertEnquiry(db: Db, input: EnquiryInput, now = new Date()): Promise<EnquiryDoc> {
  const doc = { ...input, createdAt: now };
  const { insertedId } = await collections(db).enquiries.insertOne(doc as EnquiryDoc);
  return { ...doc, _id: insertedId };
}

export const listEnquiries = (db: Db, limit = 500): Promise<EnquiryDoc[]> =>
  collections(db).enquiries.find({}).sort({ createdAt: -1, _id: -1 }).limit(limit).toArray();

export const toEnquiry = ({ _id, createdAt, ...rest }: EnquiryDoc): Enquiry => ({
  ...rest,
  _id: _id.toHexString(),
  createdAt: new Date(createdAt).toISOString(),
});
