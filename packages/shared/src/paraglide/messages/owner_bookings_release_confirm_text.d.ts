/**
* | output |
* | --- |
* | "{guest}'s unpaid booking is cancelled and the time is free for other guests. This cannot be undone: {guest} would have to book again." |
*
* @param {Owner_Bookings_Release_Confirm_TextInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const owner_bookings_release_confirm_text: ((inputs: Owner_Bookings_Release_Confirm_TextInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Owner_Bookings_Release_Confirm_TextInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Owner_Bookings_Release_Confirm_TextInputs = {
    guest: NonNullable<unknown>;
};
