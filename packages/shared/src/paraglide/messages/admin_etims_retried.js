/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Etims_RetriedInputs */

const en_admin_etims_retried = /** @type {(inputs: Admin_Etims_RetriedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sent to KRA again.`)
};

const sw_admin_etims_retried = /** @type {(inputs: Admin_Etims_RetriedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Imetumwa tena kwa KRA.`)
};

/**
* | output |
* | --- |
* | "Sent to KRA again." |
*
* @param {Admin_Etims_RetriedInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const admin_etims_retried = /** @type {((inputs?: Admin_Etims_RetriedInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Etims_RetriedInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_admin_etims_retried(inputs)
	return en_admin_etims_retried(inputs)
});