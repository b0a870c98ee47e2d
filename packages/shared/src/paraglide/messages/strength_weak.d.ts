/**
* | output |
* | --- |
* | "Weak" |
*
* @param {Strength_WeakInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const strength_weak: ((inputs?: Strength_WeakInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Strength_WeakInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Strength_WeakInputs = {};
