/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Payout_Admin_Not_HeldInputs */

const en_payout_admin_not_held = /** @type {(inputs: Payout_Admin_Not_HeldInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This payout is not waiting for an admin: M-Pesa is sending it, or it was sent.`)
};

const sw_payout_admin_not_held = /** @type {(inputs: Payout_Admin_Not_HeldInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Malipo haya hayamsubiri msimamizi: M-Pesa inayatuma, au yametumwa.`)
};

/**
* | output |
* | --- |
* | "This payout is not waiting for an admin: M-Pesa is sending it, or it was sent." |
*
* @param {Payout_Admin_Not_HeldInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const payout_admin_not_held = /** @type {((inputs?: Payout_Admin_Not_HeldInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Payout_Admin_Not_HeldInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_payout_admin_not_held(inputs)
	return en_payout_admin_not_held(inputs)
});