/**
* | countPlural | output |
* | --- | --- |
* | "one" | "1 person" |
* | "other" | "{count} people" |
*
* @param {Company_People_CountInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const company_people_count: ((inputs: Company_People_CountInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Company_People_CountInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Company_People_CountInputs = {
    count: NonNullable<unknown>;
};
