/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Incidents_UpdatedInputs */

const en_incidents_updated = /** @type {(inputs: Incidents_UpdatedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The incident is updated on the status page.`)
};

const sw_incidents_updated = /** @type {(inputs: Incidents_UpdatedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tukio limesasishwa kwenye ukurasa wa hali.`)
};

/**
* | output |
* | --- |
* | "The incident is updated on the status page." |
*
* @param {Incidents_UpdatedInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const incidents_updated = /** @type {((inputs?: Incidents_UpdatedInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Incidents_UpdatedInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_incidents_updated(inputs)
	return en_incidents_updated(inputs)
});