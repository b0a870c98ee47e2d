/**
* | output |
* | --- |
* | "You can ask for {count} archives a day. Try again tomorrow." |
*
* @param {Privacy_Export_Too_ManyInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const privacy_export_too_many: ((inputs: Privacy_Export_Too_ManyInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Privacy_Export_Too_ManyInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Privacy_Export_Too_ManyInputs = {
    count: NonNullable<unknown>;
};
