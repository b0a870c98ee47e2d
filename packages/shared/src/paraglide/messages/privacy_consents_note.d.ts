/**
* | output |
* | --- |
* | "Each choice you make here and under Notifications is recorded with the words you were shown; it is in your data download." |
*
* @param {Privacy_Consents_NoteInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const privacy_consents_note: ((inputs?: Privacy_Consents_NoteInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Privacy_Consents_NoteInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Privacy_Consents_NoteInputs = {};
