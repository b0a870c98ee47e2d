/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Status_Metric_ResolveInputs */

const en_status_metric_resolve = /** @type {(inputs: Status_Metric_ResolveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Average time to resolve`)
};

const sw_status_metric_resolve = /** @type {(inputs: Status_Metric_ResolveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Wastani wa muda wa kutatua`)
};

/**
* | output |
* | --- |
* | "Average time to resolve" |
*
* @param {Status_Metric_ResolveInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const status_metric_resolve = /** @type {((inputs?: Status_Metric_ResolveInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Status_Metric_ResolveInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_status_metric_resolve(inputs)
	return en_status_metric_resolve(inputs)
});