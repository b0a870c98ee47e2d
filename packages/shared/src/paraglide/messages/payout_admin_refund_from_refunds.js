/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Payout_Admin_Refund_From_RefundsInputs */

const en_payout_admin_refund_from_refunds = /** @type {(inputs: Payout_Admin_Refund_From_RefundsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A refund is recorded as sent from Refunds due.`)
};

const sw_payout_admin_refund_from_refunds = /** @type {(inputs: Payout_Admin_Refund_From_RefundsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Marejesho ya pesa hurekodiwa kuwa yametumwa kutoka Marejesho yanayodaiwa.`)
};

/**
* | output |
* | --- |
* | "A refund is recorded as sent from Refunds due." |
*
* @param {Payout_Admin_Refund_From_RefundsInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const payout_admin_refund_from_refunds = /** @type {((inputs?: Payout_Admin_Refund_From_RefundsInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Payout_Admin_Refund_From_RefundsInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_payout_admin_refund_from_refunds(inputs)
	return en_payout_admin_refund_from_refunds(inputs)
});