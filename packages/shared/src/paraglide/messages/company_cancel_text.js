/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ booking: NonNullable<unknown>, name: NonNullable<unknown> }} Company_Cancel_TextInputs */

const en_company_cancel_text = /** @type {(inputs: Company_Cancel_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.booking}, booked by ${i?.name}. Cancelled bookings cannot be restored; money paid toward it goes back as the policy says.`)
};

const sw_company_cancel_text = /** @type {(inputs: Company_Cancel_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.booking}, imehifadhiwa na ${i?.name}. Uhifadhi uliogahiriwa hauwezi kurejeshwa; pesa zilizolipwa zitarudishwa kama sera inavyosema.`)
};

/**
* | output |
* | --- |
* | "{booking}, booked by {name}. Cancelled bookings cannot be restored; money paid toward it goes back as the policy says." |
*
* @param {Company_Cancel_TextInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const company_cancel_text = /** @type {((inputs: Company_Cancel_TextInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Company_Cancel_TextInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_company_cancel_text(inputs)
	return en_company_cancel_text(inputs)
});