/**
* | output |
* | --- |
* | "Sold by the host through Nafasi, which collects the payment on their behalf." |
*
* @param {Tax_Sold_By_HostInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const tax_sold_by_host: ((inputs?: Tax_Sold_By_HostInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tax_Sold_By_HostInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Tax_Sold_By_HostInputs = {};
