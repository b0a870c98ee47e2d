/**
* | output |
* | --- |
* | "Earnings" |
*
* @param {Dash_Tab_EarningsInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const dash_tab_earnings: ((inputs?: Dash_Tab_EarningsInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Dash_Tab_EarningsInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Dash_Tab_EarningsInputs = {};
