import { LocateFixed, MapPin } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { TextField } from '@/components/ui/text-field';
import { currentPositionText, filterLocationPresets } from '../lib/location';
import '@/components/ui/form.css';
import '@/components/ui/chip.css';
import '@/components/ui/filter-sheet.css';
import './update-location-dialog.css';

interface UpdateLocationDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  initial: string;
  onSave: (location: string) => void;
}

/** Preset places matching the text, as chips that fill it in. */
function LocationPresets({
  presets,
  onPick,
}: {
  presets: readonly string[];
  onPick: (preset: string) => void;
}) {
  return (
    <div className="chip-row chip-row--wrap" role="group" aria-label="Suggestions">
      {presets.map((preset) => (
        <button key={preset} type="button" className="chip-btn" onClick={() => onPick(preset)}>
          <MapPin size={14} aria-hidden />
          {preset}
        </button>
      ))}
    </div>
  );
}

/**
 * Spec §2 "Update Location": a text field, preset suggestions filtered by the text (6 shown),
 * and "Use my location" (coordinates to 5 decimals; failure is ignored). Save needs text.
 */
export function UpdateLocationDialog({
  open,
  onOpenChange,
  initial,
  onSave,
}: UpdateLocationDialogProps) {
  const [text, setText] = useState(initial);
  const [locating, setLocating] = useState(false);

  useEffect(() => {
    if (open) setText(initial);
  }, [open, initial]);

  const presets = filterLocationPresets(text);
  const trimmed = text.trim();

  const locateMe = async () => {
    setLocating(true);
    const position = await currentPositionText();
    setLocating(false);
    if (position) setText(position);
  };

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title="Update Location"
      description="Where is this item kept?"
      footer={
        <>
          <Button variant="secondary" onClick={() => onOpenChange(false)}>
            Cancel
          </Button>
          <Button
            disabled={!trimmed}
            onClick={() => {
              onSave(trimmed);
              onOpenChange(false);
            }}
          >
            Save
          </Button>
        </>
      }
    >
      <form
        className="form"
        onSubmit={(event) => {
          event.preventDefault();
          if (!trimmed) return;
          onSave(trimmed);
          onOpenChange(false);
        }}
      >
        <TextField
          label="Location"
          placeholder="e.g. Kitchen, top shelf"
          value={text}
          maxLength={200}
          autoFocus
          onChange={(event) => setText(event.target.value)}
        />
        {presets.length > 0 ? <LocationPresets presets={presets} onPick={setText} /> : null}
        <Button
          variant="ghost"
          icon={<LocateFixed size={18} aria-hidden />}
          loading={locating}
          onClick={() => void locateMe()}
          className="location-dialog__gps"
        >
          Use my location
        </Button>
      </form>
    </Dialog>
  );
}
