/**
* | output |
* | --- |
* | "Answered." |
*
* @param {Correction_Admin_AnsweredInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const correction_admin_answered: ((inputs?: Correction_Admin_AnsweredInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Correction_Admin_AnsweredInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Correction_Admin_AnsweredInputs = {};
