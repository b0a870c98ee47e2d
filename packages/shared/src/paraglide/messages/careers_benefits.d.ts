/**
* | output |
* | --- |
* | "Benefits" |
*
* @param {Careers_BenefitsInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const careers_benefits: ((inputs?: Careers_BenefitsInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Careers_BenefitsInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Careers_BenefitsInputs = {};
