/**
* | output |
* | --- |
* | "Waiting for an answer (asked {when})" |
*
* @param {Correction_Status_OpenInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const correction_status_open: ((inputs: Correction_Status_OpenInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Correction_Status_OpenInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Correction_Status_OpenInputs = {
    when: NonNullable<unknown>;
};
