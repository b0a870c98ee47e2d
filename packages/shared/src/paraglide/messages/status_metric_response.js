/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Status_Metric_ResponseInputs */

const en_status_metric_response = /** @type {(inputs: Status_Metric_ResponseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Average database response`)
};

const sw_status_metric_response = /** @type {(inputs: Status_Metric_ResponseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Wastani wa majibu ya hifadhidata`)
};

/**
* | output |
* | --- |
* | "Average database response" |
*
* @param {Status_Metric_ResponseInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const status_metric_response = /** @type {((inputs?: Status_Metric_ResponseInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Status_Metric_ResponseInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_status_metric_response(inputs)
	return en_status_metric_response(inputs)
});