import { Button } from './button';
import { Dialog } from './dialog';

/**
 * Asks before an action that gives up money or cannot be undone, and says its consequence in the
 * description ("Nafasi will not pay you for this booking"). The action runs only from the dialog's
 * own button; "keep" closes it with nothing done.
 */
export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  description,
  keep,
  action,
  busy,
  busyAction,
  destructive = false,
  onConfirm,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: string;
  /** The button that leaves things as they are ("Keep booking"). */
  keep: string;
  /** The button that does it ("Mark paid"), and its words while it runs. */
  action: string;
  busy: boolean;
  busyAction?: string;
  destructive?: boolean;
  onConfirm: () => void;
}) {
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={title}
      description={description}
      footer={
        <>
          <Button variant="outline" onClick={() => onOpenChange(false)}>
            {keep}
          </Button>
          <Button variant={destructive ? 'destructive' : 'default'} onClick={onConfirm} disabled={busy} data-testid="confirm-action">
            {busy && busyAction ? busyAction : action}
          </Button>
        </>
      }
    />
  );
}
