/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Etims_RejectedInputs */

const en_etims_rejected = /** @type {(inputs: Etims_RejectedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`KRA refused this invoice; our team has been told and will issue it again.`)
};

const sw_etims_rejected = /** @type {(inputs: Etims_RejectedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`KRA imekataa ankara hii; timu yetu imearifiwa na itaitoa tena.`)
};

/**
* | output |
* | --- |
* | "KRA refused this invoice; our team has been told and will issue it again." |
*
* @param {Etims_RejectedInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const etims_rejected = /** @type {((inputs?: Etims_RejectedInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Etims_RejectedInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_etims_rejected(inputs)
	return en_etims_rejected(inputs)
});