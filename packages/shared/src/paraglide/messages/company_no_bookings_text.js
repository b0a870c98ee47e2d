/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Company_No_Bookings_TextInputs */

const en_company_no_bookings_text = /** @type {(inputs: Company_No_Bookings_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Members choose the company under "Bill to" when they book.`)
};

const sw_company_no_bookings_text = /** @type {(inputs: Company_No_Bookings_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Wanachama huchagua kampuni chini ya "Tozwa kwa" wanapohifadhi.`)
};

/**
* | output |
* | --- |
* | "Members choose the company under \"Bill to\" when they book." |
*
* @param {Company_No_Bookings_TextInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const company_no_bookings_text = /** @type {((inputs?: Company_No_Bookings_TextInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Company_No_Bookings_TextInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_company_no_bookings_text(inputs)
	return en_company_no_bookings_text(inputs)
});