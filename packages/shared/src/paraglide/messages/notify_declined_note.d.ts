/**
* | output |
* | --- |
* | "Their message: “{note}”" |
*
* @param {Notify_Declined_NoteInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const notify_declined_note: ((inputs: Notify_Declined_NoteInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Notify_Declined_NoteInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Notify_Declined_NoteInputs = {
    note: NonNullable<unknown>;
};
