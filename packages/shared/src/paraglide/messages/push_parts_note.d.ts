/**
* | output |
* | --- |
* | "M-Pesa moves at most {limit} in one payment: this booking is paid in {count} parts, from one number or several." |
*
* @param {Push_Parts_NoteInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const push_parts_note: ((inputs: Push_Parts_NoteInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Push_Parts_NoteInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Push_Parts_NoteInputs = {
    limit: NonNullable<unknown>;
    count: NonNullable<unknown>;
};
