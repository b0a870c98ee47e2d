/**
* | output |
* | --- |
* | "A person's profile and payments are theirs. Your reason is written to the audit log and shown to them in their data download." |
*
* @param {Person_Reason_TextInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const person_reason_text: ((inputs?: Person_Reason_TextInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Person_Reason_TextInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Person_Reason_TextInputs = {};
