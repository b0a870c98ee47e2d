/**
* | output |
* | --- |
* | "Total Revenue" |
*
* @param {Admin_Total_RevenueInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const admin_total_revenue: ((inputs?: Admin_Total_RevenueInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Total_RevenueInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Total_RevenueInputs = {};
