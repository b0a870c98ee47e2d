/**
* | countPlural | output |
* | --- | --- |
* | "one" | "1 person" |
* | "other" | "{count} people" |
*
* @param {People_CountInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const people_count: ((inputs: People_CountInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<People_CountInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type People_CountInputs = {
    count: NonNullable<unknown>;
};
