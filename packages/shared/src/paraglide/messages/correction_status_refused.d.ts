/**
* | output |
* | --- |
* | "Not corrected {when}" |
*
* @param {Correction_Status_RefusedInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const correction_status_refused: ((inputs: Correction_Status_RefusedInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Correction_Status_RefusedInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Correction_Status_RefusedInputs = {
    when: NonNullable<unknown>;
};
