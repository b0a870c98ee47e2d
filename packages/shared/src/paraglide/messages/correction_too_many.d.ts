/**
* | output |
* | --- |
* | "You can ask for {count} corrections a day. Try again tomorrow." |
*
* @param {Correction_Too_ManyInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const correction_too_many: ((inputs: Correction_Too_ManyInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Correction_Too_ManyInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Correction_Too_ManyInputs = {
    count: NonNullable<unknown>;
};
