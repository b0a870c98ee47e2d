import { Download } from 'lucide-react';
import { getErrorMessage } from '@nafasi/shared/errors';
import { Button } from '@/components/ui/button';
import { DateInput } from '@/components/ui/input';
import { toast } from '@/lib/toast';

/**
 * A month and the files of it to download (a statement as CSV and PDF): the month picker and one
 * button per file, a refusal said in the server's words.
 */
export function MonthFiles({
  month,
  onMonth,
  monthLabel,
  files,
}: {
  month: string;
  onMonth: (month: string) => void;
  monthLabel: string;
  files: { label: string; download: (month: string) => Promise<void> }[];
}) {
  return (
    <span className="flex flex-wrap items-center gap-2">
      <span className="w-44">
        <DateInput month aria-label={monthLabel} value={month} onChange={(e) => onMonth(e.target.value)} className="[&>*]:h-9" />
      </span>
      {files.map((file) => (
        <Button
          key={file.label}
          variant="outline"
          size="sm"
          disabled={!month}
          onClick={() => file.download(month).catch((err: unknown) => toast.error(getErrorMessage(err)))}
        >
          <Download aria-hidden /> {file.label}
        </Button>
      ))}
    </span>
  );
}
