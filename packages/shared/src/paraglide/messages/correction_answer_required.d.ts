/**
* | output |
* | --- |
* | "Write the answer the person will read (at least 3 characters)." |
*
* @param {Correction_Answer_RequiredInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const correction_answer_required: ((inputs?: Correction_Answer_RequiredInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Correction_Answer_RequiredInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Correction_Answer_RequiredInputs = {};
