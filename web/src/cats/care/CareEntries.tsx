/**
 * The Care tab's list (README "Care and the cat's days"): a cat's entries, newest date first and
 * live, all kinds or one, the next page loading at the bottom; each with its date and one line
 * (model `careEntryText`), and for a living cat Edit (the entry form in a modal) and Delete (asked
 * first).
 */
import { useState } from 'react';
import {
  CARE_KINDS,
  careEntryText,
  careFormOf,
  careKindLabels,
  formatIsoDate,
  type CareEntryRequest,
  type CareKind,
  type WeightUnit,
} from '@catrep/model';
import { deleteCareEntry, editCareEntry, useCareEntries, type CareEntry } from '@/data/care';
import type { CatWithId } from '@/data/cats';
import { errorMessage } from '@/lib/api';
import { useAction } from '@/lib/useAction';
import { ConfirmModal, Modal } from '@/ui/Modal';
import { NextPage } from '@/ui/NextPage';
import { EmptyState, ListError, Spinner } from '@/ui/Status';
import { toast } from '@/ui/toast';
import { CareEntryForm } from './CareEntryForm';

export function CareEntries({ cat, unit, today }: { cat: CatWithId; unit: WeightUnit; today: string }) {
  const [kind, setKind] = useState<CareKind | null>(null);
  return (
    <div className="card care-entries">
      <div className="care-entries-head">
        <h2>History</h2>
        <div className="field">
          <label htmlFor="care-show">Show</label>
          <select
            id="care-show"
            value={kind ?? ''}
            onChange={(e) => setKind((e.target.value || null) as CareKind | null)}
          >
            <option value="">All kinds</option>
            {CARE_KINDS.map((k) => (
              <option key={k} value={k}>
                {careKindLabels[k]}
              </option>
            ))}
          </select>
        </div>
      </div>
      <EntryList key={kind ?? 'all'} cat={cat} kind={kind} unit={unit} today={today} />
    </div>
  );
}

function EntryList({
  cat,
  kind,
  unit,
  today,
}: {
  cat: CatWithId;
  kind: CareKind | null;
  unit: WeightUnit;
  today: string;
}) {
  const entries = useCareEntries(cat.id, kind);
  const [editing, setEditing] = useState<CareEntry | null>(null);
  const [deleting, setDeleting] = useState<CareEntry | null>(null);
  const edit = useAction(editCareEntry);
  const remove = useAction(deleteCareEntry);
  if (entries.status === 'loading') return <Spinner label="Loading the care history…" />;
  if (entries.status === 'error')
    return <ListError message={entries.error ?? 'The care history could not be loaded.'} />;
  if (entries.items.length === 0)
    return (
      <EmptyState title={kind ? `No ${careKindLabels[kind].toLowerCase()} yet.` : 'Nothing recorded yet.'} />
    );
  const save = async (body: CareEntryRequest) => {
    if (!editing) return;
    try {
      toast.success((await edit.run(cat.id, editing.id, body)).message);
      setEditing(null);
    } catch (e) {
      toast.error(errorMessage(e));
      throw e;
    }
  };
  return (
    <>
      <ol className="care-list">
        {entries.items.map((entry) => (
          <li key={entry.id} className="care-item" data-testid="care-entry">
            <span className="care-date muted small">{formatIsoDate(entry.date)}</span>
            <span className="care-kind small">{careKindLabels[entry.kind]}</span>
            <span className="care-text">{careEntryText(entry, unit)}</span>
            {entry.kind === 'vet' && entry.notes && (
              <span className="care-notes muted small">{entry.notes}</span>
            )}
            {cat.alive && (
              <span className="care-actions">
                <button type="button" className="button small" onClick={() => setEditing(entry)}>
                  Edit
                </button>
                <button type="button" className="button small" onClick={() => setDeleting(entry)}>
                  Delete
                </button>
              </span>
            )}
          </li>
        ))}
      </ol>
      <NextPage list={entries} label="Loading older entries…" />
      <Modal open={editing !== null} title="Edit care entry" onClose={() => setEditing(null)}>
        {editing && (
          <CareEntryForm
            cat={cat}
            today={today}
            unit={unit}
            initial={careFormOf(editing, unit)}
            submitLabel="Save entry"
            pending={edit.pending}
            onSubmit={save}
          />
        )}
      </Modal>
      <ConfirmModal
        open={deleting !== null}
        title="Delete this entry?"
        confirmLabel="Delete"
        pending={remove.pending}
        onClose={() => setDeleting(null)}
        onConfirm={async () => {
          if (!deleting) return;
          try {
            toast.success((await remove.run(cat.id, deleting.id)).message);
            setDeleting(null);
          } catch (e) {
            toast.error(errorMessage(e));
          }
        }}
      >
        <p>
          {deleting && `${formatIsoDate(deleting.date)}: ${careEntryText(deleting, unit)}`} — and the
          reminders it would still bring.
        </p>
      </ConfirmModal>
    </>
  );
}
