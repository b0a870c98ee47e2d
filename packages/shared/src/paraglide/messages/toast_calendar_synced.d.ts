/**
* | countPlural | output |
* | --- | --- |
* | "one" | "Synced: 1 busy time." |
* | "other" | "Synced: {count} busy times." |
*
* @param {Toast_Calendar_SyncedInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const toast_calendar_synced: ((inputs: Toast_Calendar_SyncedInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Toast_Calendar_SyncedInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Toast_Calendar_SyncedInputs = {
    count: NonNullable<unknown>;
};
