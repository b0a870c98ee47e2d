/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Recon_Admin_ConfirmedInputs */

const en_recon_admin_confirmed = /** @type {(inputs: Recon_Admin_ConfirmedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`confirmed by an admin; no M-Pesa report names it`)
};

const sw_recon_admin_confirmed = /** @type {(inputs: Recon_Admin_ConfirmedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`imethibitishwa na msimamizi; hakuna ripoti ya M-Pesa inayoitaja`)
};

/**
* | output |
* | --- |
* | "confirmed by an admin; no M-Pesa report names it" |
*
* @param {Recon_Admin_ConfirmedInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const recon_admin_confirmed = /** @type {((inputs?: Recon_Admin_ConfirmedInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Recon_Admin_ConfirmedInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_recon_admin_confirmed(inputs)
	return en_recon_admin_confirmed(inputs)
});