/**
* | output |
* | --- |
* | "Corrected {when}" |
*
* @param {Correction_Status_DoneInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const correction_status_done: ((inputs: Correction_Status_DoneInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Correction_Status_DoneInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Correction_Status_DoneInputs = {
    when: NonNullable<unknown>;
};
