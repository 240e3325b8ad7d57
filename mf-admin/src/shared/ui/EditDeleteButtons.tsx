/**
 * The Edit and Delete buttons of one listed item, named after it ("Edit Marina Loft") so a screen
 * reader tells the rows' buttons apart. As text buttons, or as icons where space is short. The
 * second button may say another removal ("Retire" an agent), and is left out where there is none.
 */
import forms from './forms.module.css';

export interface EditDeleteButtonsProps {
  /** The item's name, in the buttons' accessible names. */
  name: string;
  disabled: boolean;
  onEdit(): void;
  /** Left out: no second button (an item that cannot be removed now). */
  onDelete?: () => void;
  /** What the second button says; "Delete" unless the item is removed another way. */
  deleteLabel?: 'Delete' | 'Retire';
  icons?: boolean;
  className?: string;
}

/** A pencil and a bin, drawn as 24×24 strokes. */
const ICON_PATHS = {
  Edit: ['M12 20h9', 'M16.5 3.5a2.1 2.1 0 0 1 3 3L7 19l-4 1 1-4Z'],
  Delete: ['M3 6h18', 'M8 6V4h8v2', 'M19 6l-1 14H6L5 6'],
};

export function EditDeleteButtons({
  name,
  disabled,
  onEdit,
  onDelete,
  deleteLabel = 'Delete',
  icons,
  className,
}: EditDeleteButtonsProps) {
  const buttons = [
    {
      action: 'Edit',
      icon: ICON_PATHS.Edit,
      onClick: onEdit,
      look: icons ? forms.iconButton : forms.buttonSecondary,
    },
    ...(onDelete
      ? [
          {
            action: deleteLabel,
            icon: ICON_PATHS.Delete,
            onClick: onDelete,
            look: icons ? `${forms.iconButton} ${forms.iconDanger}` : forms.buttonDanger,
          },
        ]
      : []),
  ];
  return (
    <div className={className}>
      {buttons.map(({ action, icon, onClick, look }) => (
        <button
          key={action}
          type="button"
          className={look}
          onClick={onClick}
          disabled={disabled}
          aria-label={`${action} ${name}`}
          title={icons ? action : undefined}
        >
          {icons ? (
            <svg
              aria-hidden="true"
              width="20"
              height="20"
              viewBox="0 0 24 24"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
            >
              {icon.map((d) => (
                <path key={d} d={d} />
              ))}
            </svg>
          ) : (
            action
          )}
        </button>
      ))}
    </div>
  );
}
