/// An intent the system may suggest with values people used before (iOS 16).
///
/// Hark makes no predictions; it keeps the configuration so that `hark metadata` and tests can
/// read which parameters a prediction shows and how.
public protocol PredictableIntent: AppIntent {
    associatedtype Prediction: IntentPredictionConfiguration
    @IntentPredictionConfigurationBuilder<Self>
    static var predictionConfiguration: Prediction { get }
}

/// A set of predictions, built with `@IntentPredictionConfigurationBuilder`.
public protocol IntentPredictionConfiguration: Sendable {
    /// The parameters each prediction shows, in order.
    var predictedParameters: [[String]] { get }
}

/// One prediction: the parameters it shows, and how a predicted run is displayed.
///
/// ```swift
/// static var predictionConfiguration: some IntentPredictionConfiguration {
///     IntentPrediction(parameters: (\.$soup)) { soup in
///         DisplayRepresentation(title: "Order \(soup.name)")
///     }
/// }
/// ```
public struct IntentPrediction<Intent: AppIntent, Parameters>: IntentPredictionConfiguration, @unchecked Sendable {
    // The display closure is kept, never called: Hark shows no predictions.
    public let predictedParameters: [[String]]

    public init(displayRepresentation: @escaping () -> DisplayRepresentation) where Parameters == () {
        predictedParameters = [[]]
    }

    public init<V0>(
        parameters: KeyPath<Intent, IntentParameter<V0>>,
        displayRepresentation: @escaping (V0) -> DisplayRepresentation
    ) where Parameters == KeyPath<Intent, IntentParameter<V0>> {
        predictedParameters = [[IntentReflection.parameterName(parameters)]]
    }

    public init<V0, V1>(
        parameters: (KeyPath<Intent, IntentParameter<V0>>, KeyPath<Intent, IntentParameter<V1>>),
        displayRepresentation: @escaping (V0, V1) -> DisplayRepresentation
    ) where Parameters == (KeyPath<Intent, IntentParameter<V0>>, KeyPath<Intent, IntentParameter<V1>>) {
        predictedParameters = [[
            IntentReflection.parameterName(parameters.0), IntentReflection.parameterName(parameters.1),
        ]]
    }

    public init<V0, V1, V2>(
        parameters: (
            KeyPath<Intent, IntentParameter<V0>>, KeyPath<Intent, IntentParameter<V1>>,
            KeyPath<Intent, IntentParameter<V2>>
        ),
        displayRepresentation: @escaping (V0, V1, V2) -> DisplayRepresentation
    )
    where
        Parameters == (
            KeyPath<Intent, IntentParameter<V0>>, KeyPath<Intent, IntentParameter<V1>>,
            KeyPath<Intent, IntentParameter<V2>>
        )
    {
        predictedParameters = [[
            IntentReflection.parameterName(parameters.0), IntentReflection.parameterName(parameters.1),
            IntentReflection.parameterName(parameters.2),
        ]]
    }
}

/// Several predictions together.
public struct IntentPredictionList: IntentPredictionConfiguration {
    public let predictedParameters: [[String]]
}

/// Collects an intent's predictions.
@resultBuilder
public enum IntentPredictionConfigurationBuilder<Intent: AppIntent> {
    public static func buildExpression<P>(_ prediction: IntentPrediction<Intent, P>) -> IntentPredictionList {
        IntentPredictionList(predictedParameters: prediction.predictedParameters)
    }
    public static func buildBlock(_ parts: IntentPredictionList...) -> IntentPredictionList {
        IntentPredictionList(predictedParameters: parts.flatMap(\.predictedParameters))
    }
}
