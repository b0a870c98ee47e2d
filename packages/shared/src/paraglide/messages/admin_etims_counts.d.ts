/**
* | output |
* | --- |
* | "{signed} signed, {waiting} waiting for KRA, {rejected} refused" |
*
* @param {Admin_Etims_CountsInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const admin_etims_counts: ((inputs: Admin_Etims_CountsInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Etims_CountsInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Etims_CountsInputs = {
    signed: NonNullable<unknown>;
    waiting: NonNullable<unknown>;
    rejected: NonNullable<unknown>;
};
