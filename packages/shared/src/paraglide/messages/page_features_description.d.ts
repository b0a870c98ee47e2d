/**
* | output |
* | --- |
* | "Nafasi's features: search by area and price, hourly booking, M-Pesa payment, virtual meeting rooms, community chat and owner tools." |
*
* @param {Page_Features_DescriptionInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const page_features_description: ((inputs?: Page_Features_DescriptionInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Page_Features_DescriptionInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Page_Features_DescriptionInputs = {};
