/**
* | output |
* | --- |
* | "Release the hold on {reference}?" |
*
* @param {Owner_Bookings_Release_Confirm_TitleInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const owner_bookings_release_confirm_title: ((inputs: Owner_Bookings_Release_Confirm_TitleInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Owner_Bookings_Release_Confirm_TitleInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Owner_Bookings_Release_Confirm_TitleInputs = {
    reference: NonNullable<unknown>;
};
