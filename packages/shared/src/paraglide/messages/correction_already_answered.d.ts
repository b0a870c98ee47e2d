/**
* | output |
* | --- |
* | "This request has already been answered." |
*
* @param {Correction_Already_AnsweredInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const correction_already_answered: ((inputs?: Correction_Already_AnsweredInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Correction_Already_AnsweredInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Correction_Already_AnsweredInputs = {};
