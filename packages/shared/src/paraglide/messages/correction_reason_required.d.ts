/**
* | output |
* | --- |
* | "Say why (at least 3 characters)." |
*
* @param {Correction_Reason_RequiredInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const correction_reason_required: ((inputs?: Correction_Reason_RequiredInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Correction_Reason_RequiredInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Correction_Reason_RequiredInputs = {};
