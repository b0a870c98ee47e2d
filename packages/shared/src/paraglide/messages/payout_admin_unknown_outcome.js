/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Payout_Admin_Unknown_OutcomeInputs */

const en_payout_admin_unknown_outcome = /** @type {(inputs: Payout_Admin_Unknown_OutcomeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`M-Pesa never said whether an earlier attempt went: check the M-Pesa statement before sending it again.`)
};

const sw_payout_admin_unknown_outcome = /** @type {(inputs: Payout_Admin_Unknown_OutcomeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`M-Pesa haikusema kama jaribio la awali lilifanikiwa: angalia taarifa ya M-Pesa kabla ya kutuma tena.`)
};

/**
* | output |
* | --- |
* | "M-Pesa never said whether an earlier attempt went: check the M-Pesa statement before sending it again." |
*
* @param {Payout_Admin_Unknown_OutcomeInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const payout_admin_unknown_outcome = /** @type {((inputs?: Payout_Admin_Unknown_OutcomeInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Payout_Admin_Unknown_OutcomeInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_payout_admin_unknown_outcome(inputs)
	return en_payout_admin_unknown_outcome(inputs)
});