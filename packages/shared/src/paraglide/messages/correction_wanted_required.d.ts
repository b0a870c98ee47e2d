/**
* | output |
* | --- |
* | "Say what it should be." |
*
* @param {Correction_Wanted_RequiredInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const correction_wanted_required: ((inputs?: Correction_Wanted_RequiredInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Correction_Wanted_RequiredInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Correction_Wanted_RequiredInputs = {};
