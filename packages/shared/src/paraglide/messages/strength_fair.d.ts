/**
* | output |
* | --- |
* | "Fair" |
*
* @param {Strength_FairInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const strength_fair: ((inputs?: Strength_FairInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Strength_FairInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Strength_FairInputs = {};
