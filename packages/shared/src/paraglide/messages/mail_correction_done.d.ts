/**
* | output |
* | --- |
* | "We corrected what you asked ({field})." |
*
* @param {Mail_Correction_DoneInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const mail_correction_done: ((inputs: Mail_Correction_DoneInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mail_Correction_DoneInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Mail_Correction_DoneInputs = {
    field: NonNullable<unknown>;
};
