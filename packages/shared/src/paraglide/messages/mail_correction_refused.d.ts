/**
* | output |
* | --- |
* | "We did not correct what you asked ({field})." |
*
* @param {Mail_Correction_RefusedInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const mail_correction_refused: ((inputs: Mail_Correction_RefusedInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mail_Correction_RefusedInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Mail_Correction_RefusedInputs = {
    field: NonNullable<unknown>;
};
