/**
* | output |
* | --- |
* | "Blocked: {note}" |
*
* @param {Feed_Blocked_NoteInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const feed_blocked_note: ((inputs: Feed_Blocked_NoteInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Feed_Blocked_NoteInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Feed_Blocked_NoteInputs = {
    note: NonNullable<unknown>;
};
