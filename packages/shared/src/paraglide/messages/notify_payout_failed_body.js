/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ to: NonNullable<unknown> }} Notify_Payout_Failed_BodyInputs */

const en_notify_payout_failed_body = /** @type {(inputs: Notify_Payout_Failed_BodyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`M-Pesa refused it for ${i?.to}. Check where you are paid in Earnings: saving it again sends the payout again.`)
};

const sw_notify_payout_failed_body = /** @type {(inputs: Notify_Payout_Failed_BodyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`M-Pesa ilikataa kwa ${i?.to}. Angalia unakolipwa kwenye Mapato: ukihifadhi tena, malipo yanatumwa tena.`)
};

/**
* | output |
* | --- |
* | "M-Pesa refused it for {to}. Check where you are paid in Earnings: saving it again sends the payout again." |
*
* @param {Notify_Payout_Failed_BodyInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const notify_payout_failed_body = /** @type {((inputs: Notify_Payout_Failed_BodyInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notify_Payout_Failed_BodyInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_notify_payout_failed_body(inputs)
	return en_notify_payout_failed_body(inputs)
});