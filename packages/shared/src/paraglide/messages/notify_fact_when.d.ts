/**
* | output |
* | --- |
* | "When" |
*
* @param {Notify_Fact_WhenInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const notify_fact_when: ((inputs?: Notify_Fact_WhenInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Notify_Fact_WhenInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Notify_Fact_WhenInputs = {};
