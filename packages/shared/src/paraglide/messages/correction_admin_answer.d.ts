/**
* | output |
* | --- |
* | "Your answer (the person reads it)" |
*
* @param {Correction_Admin_AnswerInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const correction_admin_answer: ((inputs?: Correction_Admin_AnswerInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Correction_Admin_AnswerInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Correction_Admin_AnswerInputs = {};
