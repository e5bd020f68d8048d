import { LABEL_LAYOUTS, LABELS_MAX, type LabelLayoutName } from '@circle/contract';
import { Printer } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { usePrintLabels } from '../api/print-labels';
import './labels.css';

export const LAYOUT_TEXTS: Record<LabelLayoutName, { title: string; detail: string }> = {
  'a4-3x8': { title: 'A4 sheet, 24 labels', detail: '3 × 8 labels of 70 × 37 mm' },
  'letter-3x10': { title: 'US Letter sheet, 30 labels', detail: '2.625 × 1 in (Avery 5160)' },
  large: { title: 'Large labels', detail: 'One 100 × 150 mm label per page' },
};

export interface PrintLabelsDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  itemIds: string[];
  /** Who the labels are for, in the dialog's description ("Drill", "12 items"). */
  subject: string;
}

/** Choose a label sheet, then get the PDF: a QR code, the asset id and the name on each label. */
export function PrintLabelsDialog({
  open,
  onOpenChange,
  itemIds,
  subject,
}: PrintLabelsDialogProps) {
  const [layout, setLayout] = useState<LabelLayoutName>('a4-3x8');
  const print = usePrintLabels();
  const tooMany = itemIds.length > LABELS_MAX;
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title="Print labels"
      description={`Labels for ${subject}: scan one with the phone to open its item.`}
      footer={
        <>
          <Button variant="secondary" onClick={() => onOpenChange(false)}>
            Cancel
          </Button>
          <Button
            icon={<Printer size={16} aria-hidden />}
            loading={print.isPending}
            disabled={itemIds.length === 0 || tooMany}
            onClick={() =>
              print.mutate({ itemIds, layout }, { onSuccess: () => onOpenChange(false) })
            }
          >
            Get the PDF
          </Button>
        </>
      }
    >
      <fieldset className="label-layouts">
        <legend className="label-layouts__legend">Label sheet</legend>
        {LABEL_LAYOUTS.map((name) => (
          <label
            key={name}
            className="label-layouts__option"
            data-checked={layout === name || undefined}
          >
            <input
              type="radio"
              name="label-layout"
              value={name}
              checked={layout === name}
              onChange={() => setLayout(name)}
            />
            <span>
              <span className="label-layouts__title">{LAYOUT_TEXTS[name].title}</span>
              <span className="label-layouts__detail">{LAYOUT_TEXTS[name].detail}</span>
            </span>
          </label>
        ))}
      </fieldset>
      {tooMany ? (
        <p className="label-layouts__error" role="alert">
          At most {LABELS_MAX} labels at once: choose fewer items.
        </p>
      ) : null}
    </Dialog>
  );
}
