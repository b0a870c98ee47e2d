/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ space: NonNullable<unknown> }} Notify_Requested_TextInputs */

const en_notify_requested_text = /** @type {(inputs: Notify_Requested_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The host of ${i?.space} answers requests within 24 hours (or before the start, if sooner). The time is held for you meanwhile; you pay only once they accept.`)
};

const sw_notify_requested_text = /** @type {(inputs: Notify_Requested_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Mwenyeji wa ${i?.space} hujibu maombi ndani ya saa 24 (au kabla ya kuanza, kama ni mapema zaidi). Muda huo umeshikiliwa kwa ajili yako; utalipa tu akishakubali.`)
};

/**
* | output |
* | --- |
* | "The host of {space} answers requests within 24 hours (or before the start, if sooner). The time is held for you meanwhile; you pay only once they accept." |
*
* @param {Notify_Requested_TextInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const notify_requested_text = /** @type {((inputs: Notify_Requested_TextInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notify_Requested_TextInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_notify_requested_text(inputs)
	return en_notify_requested_text(inputs)
});